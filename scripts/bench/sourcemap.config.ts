// The site's own config plus source maps for the client bundle, so scripts/bench/composition.ts can say
// which modules each loaded chunk is made of. Used only by that benchmark (`docusaurus build --config`).
import type {Config, Plugin} from '@docusaurus/types';
import site from '../../docusaurus.config';

const sourceMaps = (): Plugin => ({
  name: 'bench-source-maps',
  configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
});

const config: Config = {...site, plugins: [...(site.plugins ?? []), sourceMaps]};
export default config;
