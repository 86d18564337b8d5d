/**
 * GitHub Actions: the operator settings (config/operator.ts) from the
 * repository's variables into the job's environment, so the build that is
 * tested, and then deployed, carries them. The variables arrive as JSON in
 * GITHUB_VARS (`${{ toJSON(vars) }}`); only settings the site knows are taken.
 */
import fs from 'node:fs';
import {operatorSettings} from '../../config/operator';

export function settingsFromVariables(json: string): Record<string, string> {
  const variables = JSON.parse(json || '{}') as Record<string, unknown>;
  const settings: Record<string, string> = {};
  for (const {env} of Object.values(operatorSettings)) {
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
  fs.appendFileSync(
    target,
    Object.entries(settings)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
  const unset = Object.values(operatorSettings)
    .map((s) => s.env)
    .filter((env) => !(env in settings));
  console.log(`Operator settings from the repository variables: ${Object.keys(settings).join(', ') || 'none'}.`);
  if (unset.length) console.log(`Not set (the build shows their placeholders): ${unset.join(', ')}.`);
}
