import sampleApps from '@generated/sample-content/default/sample-apps.json';

const apps = new Set<string>(sampleApps);

/** Whether every page of an app (its folder under docs/, as in config/products.ts) is an example (plugins/sample-content). */
export const isSampleApp = (dir: string): boolean => apps.has(dir);
