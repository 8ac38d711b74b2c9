import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, headersFile} from '../../lib/securityHeaders';
import {serviceOrigins} from '../../../config/services';

/**
 * Writes `_headers` for static hosts after the build, so that the Content Security Policy allows
 * exactly the services this build was configured with. `_redirects` is a static file.
 */
export default function staticHostPlugin(): Plugin {
  return {
    name: 'static-host',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(contentSecurityPolicy(serviceOrigins())));
    },
  };
}
