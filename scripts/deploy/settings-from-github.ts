/**
 * GitHub Actions: the operator settings (config/operator.ts) and the search settings
 * (plugins/search/settings.ts) from the repository's variables into the job's environment, so the
 * build that is tested, and then deployed, carries them. The variables arrive as JSON in
 * GITHUB_VARS (`${{ toJSON(vars) }}`); only settings the site knows are taken. A secret
 * found among the variables (readable by everyone with access to the repository, and
 * printed unmasked in logs) stops the job.
 */
import fs from 'node:fs';
import {operatorSettings} from '../../config/operator';
import {searchBuildVariables, searchSecretVariables} from '../../plugins/search/settings';

/** Every variable a build reads from the repository variables. */
export const buildVariables = [...Object.values(operatorSettings).map((s) => s.env), ...searchBuildVariables];

export function settingsFromVariables(json: string): Record<string, string> {
  const variables = JSON.parse(json || '{}') as Record<string, unknown>;
  for (const secret of searchSecretVariables) {
    if (secret in variables)
      throw new Error(`${secret} is a repository variable, which anyone with access can read: delete it, and store it as a secret.`);
  }
  const settings: Record<string, string> = {};
  for (const env of buildVariables) {
    const value = variables[env];
    if (typeof value !== 'string' || !value.trim()) continue;
    if (/[\r\n]/.test(value)) throw new Error(`The variable ${env} must be one line.`);
    settings[env] = value.trim();
  }
  return settings;
}

if (require.main === module) {
  const settings = settingsFromVariables(process.env.GITHUB_VARS ?? '');
  const target = process.env.GITHUB_ENV;
  if (!target) throw new Error('GITHUB_ENV is not set: this runs in GitHub Actions only.');
  const lines = Object.entries(settings).map(([name, value]) => `${name}=${value}\n`);
  fs.appendFileSync(target, lines.join(''));
  const unset = buildVariables.filter((env) => !(env in settings));
  console.log(`Settings from the repository variables: ${Object.keys(settings).join(', ') || 'none'}.`);
  if (unset.length) console.log(`Not set (the build shows their placeholders): ${unset.join(', ')}.`);
}
