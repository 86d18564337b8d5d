/** docusaurus-theme-openapi-docs' ResponseSchema, swizzled (ejected): the body of a response, as ../RequestSchema renders one. */
import RequestSchema, {type Props} from '../RequestSchema';

export default function ResponseSchema(props: Props) {
  return <RequestSchema {...props} schemaType="response" />;
}
