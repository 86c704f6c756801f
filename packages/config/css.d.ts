// Stylesheets are imported for their side effect and bundled by rspack; the checker only needs to know such an
// import is meant (TypeScript 7 refuses a side-effect import it cannot resolve to a module).
declare module '*.css' {}
