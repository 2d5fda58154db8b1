/** JSON or form-encoded body; `undefined` when empty, a marker string when unreadable JSON. */
export const readBody = async (request: Request, encoding: 'json' | 'form'): Promise<unknown> => {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  if (encoding === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return '<invalid json>';
  }
};
