import path from 'node:path';

/**
 * The plugin module the site registers for its blog, the release notes:
 * @docusaurus/plugin-content-blog, wrapped so that each list page loads one
 * module for its previews (plugins/performance/blog-list-previews). The
 * classic preset's own blog is off; the test-only site leaves this one out.
 */
export const blogPluginModule = path.join(__dirname, '..', 'plugins', 'performance', 'blog-list-previews', 'index.ts');
