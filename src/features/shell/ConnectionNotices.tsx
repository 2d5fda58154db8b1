import { OfflineNotice } from './OfflineNotice';
import { UpdateNotice } from './UpdateNotice';

/**
 * The header's bands about the shop itself: offline, and a new version ready. Loaded right after
 * the first paint (not part of it), so they are there before the connection can drop; offline,
 * the service worker holds their code.
 */
export default function ConnectionNotices() {
  return (
    <>
      <OfflineNotice />
      <UpdateNotice />
    </>
  );
}
