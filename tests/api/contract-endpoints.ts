import type { Endpoint } from '@/api/endpoint';

/** The contract's modules (src/api/contract), each with its exports. */
export const contractModules = import.meta.glob<Record<string, unknown>>('/src/api/contract/*.ts', {
  eager: true,
});

/** An export that describes a call: a method and a path (tests/api/contract.test.ts checks the rest). */
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof (value as { path: unknown }).path === 'string';

/** Every endpoint of the contract, named `file export`, in the order of those names. */
export const contractEndpoints = Object.entries(contractModules)
  .flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => ({ name: `${file.replace(/.*\//, '')} ${name}`, endpoint })),
  )
  .sort((a, b) => a.name.localeCompare(b.name));
