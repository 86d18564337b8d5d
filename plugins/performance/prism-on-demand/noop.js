// Stands in for theme-classic's start-up Prism client module (see index.ts).
export {};
