import { bootService } from '@futgg/service-kit';
import { loadIdentityConfig } from './config.js';
import { identityService } from './identity.service-definition.js';

await bootService(identityService(loadIdentityConfig()));
