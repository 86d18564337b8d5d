/**
 * docusaurus-theme-openapi-docs' ParamsDetails, swizzled (ejected): the same parameter
 * groups and the theme's ParamsItem, rendered on the server. The original renders them
 * in the browser only (BrowserOnly), leaving a skeleton in the page's HTML.
 */
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';
import {translate} from '@docusaurus/Translate';

export default function ParamsDetails({parameters = []}: {parameters?: {in: string; name: string}[]}) {
  return ['path', 'query', 'header', 'cookie'].map((type) => {
    const params = parameters.filter((param) => param.in === type);
    if (params.length === 0) return null;
    const title = translate(
      {id: 'theme.openapi.paramsDetails.parametersTitle', message: '{type} Parameters'},
      {type: type.charAt(0).toUpperCase() + type.slice(1)},
    );
    return (
      <Details
        key={type}
        className="openapi-markdown__details"
        open
        summary={
          <summary>
            <h3 className="openapi-markdown__details-summary-header-params">{title}</h3>
          </summary>
        }>
        {params.map((param) => (
          <ParamsItem key={param.name} param={param} />
        ))}
      </Details>
    );
  });
}
