/**
 * (CUSTOM) Replaces SchemaItem of docusaurus-theme-openapi-docs 5.2.0 with the
 * static one of ../Schema, where the replacement and its reasons are described.
 */
export {SchemaItem as default} from '../Schema';
