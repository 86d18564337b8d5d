/**
 * The API reference's own ParamsDetails, in place of docusaurus-theme-openapi-docs': an
 * operation's parameters, grouped by where they go (path, query, header,
 * cookie). The original renders in the browser only (a skeleton in the HTML);
 * this renders each group as a native <details>, open, on the server.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import ParamsItem, {type Parameter} from '../ParamsItem';
import styles from '../Schema/styles.module.css';

const groups = ['path', 'query', 'header', 'cookie'];

export default function ParamsDetails({parameters = []}: {parameters?: Parameter[]}): ReactNode {
  return groups.map((group) => {
    const inGroup = parameters.filter((parameter) => parameter.in === group);
    if (inGroup.length === 0) return null;
    return (
      <details key={group} className={clsx('openapi-markdown__details', styles.details)} open>
        <summary>
          <h3 className="openapi-markdown__details-summary-header-params">
            {translate(
              {id: 'theme.openapi.paramsDetails.parametersTitle', message: '{type} Parameters'},
              {type: group.charAt(0).toUpperCase() + group.slice(1)},
            )}
          </h3>
        </summary>
        <ul>
          {inGroup.map((parameter) => (
            <ParamsItem key={parameter.name} param={parameter} />
          ))}
        </ul>
      </details>
    );
  });
}
