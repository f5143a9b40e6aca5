// The less common paths a command took in this process, by name (no spaces or commas): the
// launcher writes V8's code cache of the command line again after a run that took a path the cache
// was not written by (src/build/run-cli-bundle.js). The cache holds the functions compiled by the
// run that wrote it, usually a build's first, which parses everything; a validate after a locale
// file's edit then compiled about 13 million instructions' worth of functions in every run.
export const codePaths = new Set<string>();

/** Records that this process took the path `name`. */
export function tookPath(name: string): void {
  codePaths.add(name);
}
