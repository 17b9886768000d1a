import { bootService } from '@futgg/service-kit';
import { loadSocialConfig } from './config.js';
import { socialService } from './social.service-definition.js';

await bootService(socialService(loadSocialConfig()));
