// A step of the build (scripts/build.ts): it runs when imported, and exports nothing.
export {}
