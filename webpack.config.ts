import fs from 'node:fs';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const publicDir = path.resolve(__dirname, 'public');
const routerDist = path.resolve(__dirname, 'node_modules/react-router/dist/production');
const muiStyles = path.resolve(__dirname, 'node_modules/@mui/material/styles');
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/** Copies public/ (except the HTML template) into the output, so dist/ is self-contained. */
class CopyPublicPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (dir: string): string[] =>
            fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
              const full = path.join(dir, e.name);
              return e.isDirectory() ? walk(full) : [full];
            });
          for (const file of walk(publicDir)) {
            const name = path.relative(publicDir, file).split(path.sep).join('/');
            if (name === 'index.html') continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Writes .chunk-groups.json: the script files of each named chunk group (the entry "main", and
 * "login" among the screens), for scripts/prerender.ts to put the login screen's chunks in
 * login.html. A dotfile: the server does not serve it.
 */
class ChunkGroupsManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset('.chunk-groups.json', new webpack.sources.RawSource(JSON.stringify(groups, null, 2)));
        },
      );
    });
  }
}

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & { devServer?: DevServerConfiguration } => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  return {
    mode,
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports point every condition at its development build.
      alias: production
        ? {
            'react-router$': path.join(routerDist, 'index.mjs'),
            'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'babel-loader', options: { cacheDirectory: true } },
        },
        { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
      ],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // notistack is only fetched after the first render (components/Toaster.tsx); a name
          // lets the page-weight bench tell it from the first load.
          toasterVendor: {
            test: /[\\/]node_modules[\\/](notistack|goober)[\\/]/,
            name: 'toaster-vendor',
            chunks: 'async',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(publicDir, 'index.html'), scriptLoading: 'defer' }),
      new CopyPublicPlugin(),
      new ChunkGroupsManifestPlugin(),
      // createTheme keeps MUI's CSS-variables theme builder reachable at run time although our
      // theme never uses it; swapping it for a thrower drops ~5 KB gzip from every first load.
      new webpack.NormalModuleReplacementPlugin(/[\\/]createThemeWithVars\.mjs$/, (resource) => {
        if (resource.contextInfo?.issuer === path.join(muiStyles, 'createTheme.mjs')) {
          resource.request = path.resolve(__dirname, 'src/client/app/noCssVariablesTheme.ts');
        }
      }),
      // Compressed once at build time; the server sends these to browsers that accept them.
      ...(production
        ? [
            new CompressionPlugin({
              algorithm: 'gzip',
              test: /\.(js|css|svg|json)$/,
              threshold: 1024,
              filename: '[path][base].gz',
            }),
            new CompressionPlugin({
              algorithm: 'brotliCompress',
              test: /\.(js|css|svg|json)$/,
              threshold: 1024,
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: true,
      hot: true,
      static: false,
      proxy: [
        {
          context: ['/auth', '/user', '/media', '/socket.io', '/healthz', '/config.js'],
          target: API_TARGET,
          ws: true,
          changeOrigin: true,
        },
      ],
    },
  };
};
