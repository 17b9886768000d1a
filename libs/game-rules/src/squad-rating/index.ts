export * from './squad-rating.js';
