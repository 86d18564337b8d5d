// Minifies the HTML on stdin with Docusaurus' own HTML minifier and writes it to stdout.
// Usage: node scripts/minify-html.cjs <swc|terser>
// Plain CommonJS run by node, because the minifier loads @swc/html with a
// dynamic import that does not resolve when called from a tsx script.
const {getHtmlMinifier} = require('@docusaurus/bundler');

const type = process.argv[2];
if (type !== 'swc' && type !== 'terser') {
  console.error('Usage: node scripts/minify-html.cjs <swc|terser>');
  process.exit(2);
}
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const minifier = await getHtmlMinifier({type});
  const {code} = await minifier.minify(Buffer.concat(chunks).toString('utf8'));
  process.stdout.write(code);
});
