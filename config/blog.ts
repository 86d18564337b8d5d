import type {PluginModule} from '@docusaurus/types';
import blogWithListPreviews from '../plugins/performance/blog-list-previews';

/**
 * The plugin the site registers for its blog, the release notes:
 * @docusaurus/plugin-content-blog, wrapped so that each list page loads one
 * module for its previews (plugins/performance/blog-list-previews). The
 * classic preset's own blog is off; the test-only site leaves this one out.
 */
// Docusaurus types a plugin's validateOptions for any options; the blog's is for its own.
export const blogPlugin = blogWithListPreviews as PluginModule;
