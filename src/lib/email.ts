/**
 * The shop's one e-mail rule: every form that asks for an address (login, register, guest
 * checkout, contact, newsletter) and the contract the platform parses with (`emailSchema` in
 * src/api/contract/common.ts) use it, so an address passes everywhere or nowhere.
 *
 * The shape is zod's default `z.email()` one (ASCII, no dot at either end of the local part, no
 * two dots in a row, a domain of labels and a top-level domain of two or more letters), with the
 * 254-character limit of a forward path (RFC 5321). Surrounding spaces are ignored: the forms trim
 * before sending.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

/** Whether `value`, trimmed, is an e-mail address the shop and the platform accept. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
