// Files imported as text through ./text-loader.cjs (see ../LocalSearch/modalStyles.ts and ./index.tsx).
declare module '!!../PageStyles/text-loader.cjs!*' {
  const text: string;
  export default text;
}
