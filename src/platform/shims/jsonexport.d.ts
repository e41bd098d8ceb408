// jsonexport ships no types; src/platform/shims/lazyJsonexport.ts passes react-admin's arguments through unchanged.
declare module 'jsonexport/dist/index.js' {
  const jsonExport: (...args: unknown[]) => unknown;
  export default jsonExport;
}
