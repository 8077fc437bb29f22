import { build, type ResolvedConfig } from 'vite';

/**
 * Builds one entry of the app for Node, after the browser build and with its config (so CSS module class names match
 * the browser build's): the landing page's prerender and the server's render of pages. Self-contained, every library
 * is bundled into one file that works wherever the build is copied; otherwise the libraries are imported from
 * node_modules, which must then be above `outDir`.
 */
export async function buildForNode(
  config: ResolvedConfig,
  options: { entry: string; outDir: string; fileName: string; isSelfContained: boolean },
): Promise<void> {
  await build({
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    ...(config.configFile ? { configFile: config.configFile } : {}),
    ...(options.isSelfContained ? { ssr: { noExternal: true } } : {}),
    build: {
      ssr: options.entry,
      outDir: options.outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: {
        output: {
          entryFileNames: options.fileName,
          ...(options.isSelfContained ? { codeSplitting: false } : {}),
        },
        // The Node build bundles every namespace's strings eagerly (createEagerI18n) beside the browser backend's
        // lazy imports of the same files; that is expected here, not a splitting mistake.
        onLog(level, log, handler) {
          if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
        },
      },
    },
  });
}
