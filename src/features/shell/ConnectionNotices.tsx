import { OfflineNotice } from './OfflineNotice';
import { UpdateNotice } from './UpdateNotice';

/**
 * The header's bands about the shop itself: offline, and a new version ready. Loaded when one is
 * needed (offline, the service worker holds their code).
 */
export default function ConnectionNotices() {
  return (
    <>
      <OfflineNotice />
      <UpdateNotice />
    </>
  );
}
