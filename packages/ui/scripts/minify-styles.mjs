// A Vite plugin for the kit's build: minifies the CSS inside styled-components templates with
// babel-plugin-styled-components (`minify`). A consumer's bundler minifies the JavaScript around the templates but leaves their
// text as written: indentation, line breaks and CSS comments were over a twentieth of one Button's gzip size
// (test/kit-size.test.ts). Nothing else of the plugin is on: no display names, file names or SSR ids (they would
// weigh on every component; the kit's classes need none). test/minify-styles.test.ts checks that every template of
// the kit compiles (in stylis, as styled-components does) to the same CSS before and after.
import { transformSync } from '@babel/core';

const styledComponentsOptions = {
  minify: true,
  transpileTemplateLiterals: false,
  displayName: false,
  fileName: false,
  ssr: false,
};

/** A module of the kit with its styles minified, and its source map; null when it has no styled-components import. */
export function minifyStyles(code, id) {
  if (!code.includes('styled-components')) return null;
  const result = transformSync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['babel-plugin-styled-components', styledComponentsOptions]],
  });
  return { code: result.code, map: result.map };
}

/** The plugin: runs on the kit's TypeScript sources before they are compiled. */
export function minifyStylesPlugin(sourceDir) {
  return {
    name: 'hotel-ui:minify-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.[cm]?[jt]sx?$/.test(id)) return undefined;
      return minifyStyles(code, id);
    },
  };
}
