import { bootService } from '@futgg/service-kit';
import { loadEvolutionsConfig } from './config.js';
import { evolutionsService } from './evolutions.service-definition.js';

await bootService(evolutionsService(loadEvolutionsConfig()));
