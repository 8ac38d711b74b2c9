// Stands in for the classic theme's eager Prism client module in the browser bundle (see ./index.ts).
export {};
