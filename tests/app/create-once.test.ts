import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createOnce } from '@/app/create-once';

const endpoint = 'POST /lists';
const unreadable = () => new ApiError({ kind: 'invalid-response', endpoint });
const http = (status: number) => new ApiError({ kind: 'http', endpoint, status });

describe('a create whose reply cannot be read happens once', () => {
  it('an unreadable reply: the resource is read back and is the result', async () => {
    const create = vi.fn().mockRejectedValue(unreadable());
    const find = vi.fn().mockResolvedValue({ id: 'list-1' });
    await expect(createOnce({ label: 'A' }, create, find)).resolves.toEqual({ id: 'list-1' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a 500 and a failed read: the error stands, and the retry looks before it creates', async () => {
    const create = vi.fn().mockRejectedValue(http(500));
    const find = vi.fn().mockRejectedValueOnce(new Error('offline'));
    await expect(createOnce({ label: 'B' }, create, find)).rejects.toMatchObject({ status: 500 });
    find.mockResolvedValue({ id: 'list-2' });
    await expect(createOnce({ label: 'B' }, create, find)).resolves.toEqual({ id: 'list-2' });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('nothing there after the unknown outcome: the retry creates it', async () => {
    const create = vi.fn().mockRejectedValueOnce(http(504)).mockResolvedValue({ id: 'list-3' });
    const find = vi.fn().mockResolvedValue(undefined);
    await expect(createOnce({ label: 'C' }, create, find)).rejects.toBeInstanceOf(ApiError);
    await expect(createOnce({ label: 'C' }, create, find)).resolves.toEqual({ id: 'list-3' });
    expect(create).toHaveBeenCalledTimes(2);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('a definite refusal changed nothing: no read, the error stands', async () => {
    const create = vi.fn().mockRejectedValue(http(409));
    const find = vi.fn();
    await expect(createOnce({ label: 'D' }, create, find)).rejects.toBeInstanceOf(ApiError);
    expect(find).not.toHaveBeenCalled();
  });
});
