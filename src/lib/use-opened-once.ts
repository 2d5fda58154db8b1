import { useState } from 'react';

/**
 * An overlay whose code loads on the first press that opens it (a menu, a sheet): whether it is
 * open, and whether it has been opened (then it stays mounted when closed, for its exit and for
 * what it hosts, such as the logout confirmation).
 */
export function useOpenedOnce() {
  const [isOpen, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return {
    isOpen,
    setOpen,
    opened,
    open: () => {
      setOpened(true);
      setOpen(true);
    },
  };
}
