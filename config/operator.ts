import {isPlaceholder} from './operatorDisplay';

/**
 * Operator settings, everything that belongs to whoever runs the site rather than to its content
 * (config/README.md): the one place for them, an environment variable each.
 */
export interface OperatorSetting {
  /** The environment variable. */
  env: string;
  /** The value until the setting is given; recognisable in a built file, which a production deploy then refuses. */
  placeholder: string;
  /** Where readers meet it. */
  description: string;
  /** An optional setting: unset is a valid choice, not a placeholder (its placeholder is empty). */
  optional?: true;
}

export const operatorSettings = {
  siteUrl: {
    env: 'SITE_URL',
    placeholder: 'https://docs.example.com',
    description: 'The public address: canonical links, hreflang, sitemaps, feeds, robots.txt, search records.',
  },
  company: {
    env: 'OPERATOR_COMPANY',
    placeholder: '[Operator company name]',
    description: 'Copyright holder (footer of every page, feeds) and provider in the imprint.',
  },
  street: {env: 'OPERATOR_STREET', placeholder: '[Street and number]', description: 'Imprint: address.'},
  city: {env: 'OPERATOR_CITY', placeholder: '[Postcode and city]', description: 'Imprint: address.'},
  country: {env: 'OPERATOR_COUNTRY', placeholder: '[Country]', description: 'Imprint: address.'},
  representedBy: {
    env: 'OPERATOR_REPRESENTED_BY',
    placeholder: '[Managing director]',
    description: 'Imprint: who represents the company.',
  },
  email: {
    env: 'CONTACT_EMAIL',
    placeholder: 'docs@example.com',
    description: 'Imprint e-mail, and the address behind "Let us know." when a search finds nothing.',
  },
  phone: {env: 'OPERATOR_PHONE', placeholder: '[Phone number]', description: 'Imprint: phone.'},
  register: {
    env: 'OPERATOR_REGISTER',
    placeholder: '[Commercial register and number]',
    description: 'Imprint: commercial register.',
  },
  vatId: {env: 'OPERATOR_VAT_ID', placeholder: '[VAT identification number]', description: 'Imprint: VAT id.'},
  termsUrl: {
    env: 'TERMS_URL',
    placeholder: '[Address of the terms and conditions]',
    description: 'Where the binding terms and conditions are published: the terms page links it (docs/general/terms-conditions).',
  },
  feedbackUrl: {
    env: 'FEEDBACK_URL',
    placeholder: '',
    optional: true,
    description:
      'Where "Was this page helpful?" posts its answers (https). Unset, an answer opens a pre-filled GitHub issue or e-mail instead (config/feedback.ts).',
  },
} as const satisfies Record<string, OperatorSetting>;

export type OperatorKey = keyof typeof operatorSettings;
export type OperatorValues = Record<OperatorKey, string>;

export {isPlaceholder};

/** Every setting, from the environment or its placeholder. An empty variable counts as unset. */
export function readOperatorSettings(env = process.env): OperatorValues {
  const values = {} as OperatorValues;
  for (const [key, setting] of Object.entries(operatorSettings) as [OperatorKey, OperatorSetting][]) {
    values[key] = env[setting.env]?.trim() || setting.placeholder;
  }
  const url = values.siteUrl;
  if (!/^https?:\/\/[^/\s]+$/.test(url.replace(/\/+$/, ''))) {
    throw new Error(`SITE_URL must be the site's origin, such as https://docs.example.org, not "${url}".`);
  }
  values.siteUrl = url.replace(/\/+$/, '');
  if (!isPlaceholder(values.termsUrl) && !/^https:\/\/[^/\s]+/.test(values.termsUrl)) {
    throw new Error(`TERMS_URL must be the https address of the terms and conditions, not "${values.termsUrl}".`);
  }
  return values;
}

/** The settings still at a placeholder, as their variables' names (optional settings have none). */
export function placeholderSettings(values: OperatorValues): string[] {
  return (Object.keys(operatorSettings) as OperatorKey[])
    .filter((key) => !('optional' in operatorSettings[key]) && isPlaceholder(values[key]))
    .map((key) => operatorSettings[key].env);
}
