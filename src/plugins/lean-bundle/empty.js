// An empty module: stands in for the classic theme's eager Prism client module in the browser bundle (see
// ./index.ts) and for Mermaid in the server bundle (../build-memory).
export {};
