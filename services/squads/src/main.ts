import { bootService } from '@futgg/service-kit';
import { loadSquadsConfig } from './config.js';
import { squadsService } from './squads.service-definition.js';

await bootService(squadsService(loadSquadsConfig()));
