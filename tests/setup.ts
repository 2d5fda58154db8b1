// Shared Vitest setup. Views opt into a DOM with `// @vitest-environment jsdom`.
export {};
