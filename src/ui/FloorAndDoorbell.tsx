import { Trans } from '@lingui/react/macro';

/**
 * "Floor: 3 · Doorbell: Papadaki" of a saved address (content-side.md "User address
 * (presentation)"): each part only when given, nothing at all when neither is.
 */
export function FloorAndDoorbell({
  floor,
  doorbell,
}: {
  floor: string | null;
  doorbell: string | null;
}) {
  if (!floor && !doorbell) return null;
  return (
    <>
      {floor && (
        <span>
          <Trans>Floor</Trans>: {floor}
        </span>
      )}
      {floor && doorbell && ' · '}
      {doorbell && (
        <span>
          <Trans>Doorbell</Trans>: {doorbell}
        </span>
      )}
    </>
  );
}
