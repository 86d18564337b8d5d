import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {distinctTitle} from '../../src/utils/distinctTitle';

const link = (label: string, href: string): PropSidebarItem => ({type: 'link', label, href});
const category = (label: string, href: string | undefined, items: PropSidebarItem[]): PropSidebarItem =>
  ({type: 'category', label, href, items, collapsed: true, collapsible: true}) as PropSidebarItem;

const sidebar: PropSidebarItem[] = [
  category('Subscription Billing', '/docs/category/srb', [
    link('Welcome', '/docs/srb/welcome'),
    category('Setup', '/docs/category/setup', [link('General setup', '/docs/srb/setup/general')]),
    link('Glossary', '/docs/srb/glossary'),
  ]),
  category('Project Billing', '/docs/category/pb', [
    category('Setup', '/docs/category/setup-1', [link('General setup', '/docs/pb/setup/general')]),
    link('Glossary', '/docs/pb/glossary'),
  ]),
  category('Web app', undefined, [
    category('Time tracking', '/docs/category/tt', [category('Setup', '/docs/category/setup-2', [link('Jira', '/docs/web/tt/jira')])]),
  ]),
  category('Cockpit', '/docs/category/cockpit', [link('Cockpit', '/docs/cp'), link('Setup', '/docs/cp/setup')]),
];
const title = (text: string, href: string) => distinctTitle(text, href, sidebar, 'Contents');

test('a name one page carries stays as it is', () => {
  assert.equal(title('Welcome', '/docs/srb/welcome'), 'Welcome');
  assert.equal(title('Jira', '/docs/web/tt/jira'), 'Jira');
  assert.equal(title('Welcome', '/docs/srb/welcome'), 'Welcome');
});

test('a shared name gets the nearest category whose name is unique', () => {
  assert.equal(title('Glossary', '/docs/srb/glossary'), 'Glossary – Subscription Billing');
  assert.equal(title('Glossary', '/docs/pb/glossary/'), 'Glossary – Project Billing');
  // "Setup" is no help: it is shared too.
  assert.equal(title('General setup', '/docs/pb/setup/general'), 'General setup – Project Billing');
  assert.equal(title('Setup', '/docs/category/setup-1'), 'Setup – Project Billing');
  assert.equal(title('Setup', '/docs/category/setup-2'), 'Setup – Time tracking');
  assert.equal(title('Setup', '/docs/cp/setup'), 'Setup – Cockpit');
});

test("an app's category page and its page of the same name: the category is the table of contents", () => {
  assert.equal(title('Cockpit', '/docs/cp'), 'Cockpit');
  assert.equal(title('Cockpit', '/docs/category/cockpit'), 'Cockpit – Contents');
});

test('without a sidebar the title stays', () => {
  assert.equal(distinctTitle('Setup', '/docs/x', undefined, 'Contents'), 'Setup');
});
