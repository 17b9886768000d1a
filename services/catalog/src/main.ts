import { bootService } from '@futgg/service-kit';
import { catalogService } from './catalog.service-definition.js';
import { loadCatalogConfig } from './config.js';

await bootService(catalogService(loadCatalogConfig()));
