/**
 * Builds a module-level schema, marked pure at its call (`/* @__PURE__ *\/
 * pure(() => …)`): a bundle that never reads it leaves it out. Valibot's calls
 * are pure too, but bundlers keep their arguments, so without this the public
 * site's first download carried schemas only the portal and the API use.
 */
export const pure = <T>(build: () => T): T => build();
