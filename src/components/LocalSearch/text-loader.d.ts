// Files imported as text through ./text-loader.cjs (see ./modalStyles.ts).
declare module '!!./text-loader.cjs!*' {
  const text: string;
  export default text;
}
