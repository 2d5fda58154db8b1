/**
 * Link targets an editor (or whoever holds the CMS) could store that must never reach a page:
 * script and data schemes, with the usual filter bypasses, protocol-relative and backslashed
 * hosts (browsers read `\` as `/` in web URLs), and local files.
 */
export const hostileLinks = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'java\tscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  '//evil.example/login',
  '///evil.example',
  'https:\\\\evil.example',
  'https:/\\evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'file:///etc/passwd',
] as const;
