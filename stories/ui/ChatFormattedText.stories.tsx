import { Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ChatFormattedText, ChatMessage } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

const ANN = '0b7c6a52-1d3e-4f5a-9b8c-7d6e5f4a3b2c';
const ME = '5f1e2d3c-4b5a-4968-8776-655443322110';
const mentionLabel = (id: string) =>
  id === ME
    ? { label: 'Maya Lopez', isMe: true }
    : id === ANN
      ? { label: 'Ann Lee', isMe: false }
      : { label: 'everyone', isMe: false };

/** Every construct of the chat's subset, with mentions and a long code line. */
const EVERYTHING = [
  `Hi <@${ME}>, **bold**, __also bold__, *italic*, _italic_, \`inline code\` and ***both***.`,
  'snake_case_names stay as typed, and \\*escaped stars\\* too.',
  'A link: [the consent form](https://example.com/forms/consent), a bare one www.example.org, and [mail us](mailto:office@example.com).',
  'A line break here\nand the next line.',
  '> A quote from <@' + ANN + '>\n> over two lines',
  '- Bring the signed form\n- Your insurance card\n  - front and back',
  '3. Third step\n4. Fourth step',
  '```ts\nconst appointment = { patient: "Maya Lopez", at: "2026-11-23T15:00:00Z", room: "Consultation room 2", notes: "bring the forms" };\n```',
].join('\n\n');

/** What an attacker might type: shown as the characters written, never as HTML or a script link. */
const XSS_ATTEMPTS = [
  '<script>alert(1)</script> <img src=x onerror=alert(1)> <a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1)) [click](JaVaScRiPt:alert(1)) [click](&#106;avascript:alert(1))',
  '[click](java\nscript:alert(1)) [click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[<img src=x onerror=alert(1)>](https://example.com) [[nested](javascript:alert(1))](https://example.com)',
  '<svg/onload=alert(1)> <iframe src="javascript:alert(1)"></iframe> **unbalanced *markers _here',
].join('\n\n');

/** A few of them, for the bubbles of the catalog. */
const XSS_SHORT =
  '<script>alert(1)</script> <img src=x onerror=alert(1)>\n[click](javascript:alert(1)) [a link](https://example.com) **unbalanced *markers';

const meta = {
  title: 'UI/Chat/ChatFormattedText',
  component: ChatFormattedText,
  args: { text: EVERYTHING, mentionLabel },
  decorators: [
    (Story) => (
      <Stack maxW="2xl" gap="3" p="3" textStyle="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ChatFormattedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('bold', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getAllByText('italic', { selector: 'em' })).toHaveLength(2);
    await expect(canvas.getByText('both', { selector: 'em > strong' })).toBeVisible();
    await expect(canvas.getByText('inline code', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByText('@Maya Lopez')).toHaveAttribute('data-me');
    const link = canvas.getByRole('link', { name: 'the consent form' });
    await expect(link).toHaveAttribute('href', 'https://example.com/forms/consent');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'www.example.org' })).toHaveAttribute(
      'href',
      'https://www.example.org',
    );
    await expect(
      canvas.getByText(/snake_case_names stay as typed, and \*escaped stars\*/),
    ).toBeVisible();
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent(
      'A quote from @Ann Lee',
    );
    await expect(canvasElement.querySelector('ol')).toHaveAttribute('start', '3');
    await expect(canvas.getAllByRole('list')).toHaveLength(3);
  },
};

/** In the bubbles: someone else's, one's own, and the XSS attempts (text only). */
export const Catalog: Story = {
  render: (args) => (
    <>
      <ChatMessage
        author="Ann Lee"
        text={args.text}
        format="markdown"
        mentionLabel={mentionLabel}
        dateTime="2026-11-23T09:30:00.000Z"
        timeLabel="09:30"
      />
      <ChatMessage
        author="Maya Lopez"
        isOwn
        text={'Thanks! **Done**:\n- `form.pdf` signed\n> see you at 3'}
        format="markdown"
        mentionLabel={mentionLabel}
        dateTime="2026-11-23T09:31:00.000Z"
        timeLabel="09:31"
      />
      <ChatMessage
        author="Ann Lee"
        text={'An older message stays *as typed* (plain): **no bold**'}
        format="plain"
        dateTime="2026-11-23T09:32:00.000Z"
        timeLabel="09:32"
      />
      <Text textStyle="xs" color="fg.muted" px="4">
        Attempts at markup and script links, shown as text:
      </Text>
      <ChatMessage
        author="Guest Visitor"
        isGuest
        text={XSS_SHORT}
        format="markdown"
        dateTime="2026-11-23T09:33:00.000Z"
        timeLabel="09:33"
      />
    </>
  ),
  decorators: [
    (Story) => (
      <Stack maxW="2xl" gap="1" py="2">
        <Story />
      </Stack>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Done', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText(/An older message stays \*as typed\*/)).toBeVisible();
    await expect(canvas.getByText('Guest')).toBeVisible();
    await expectOnlySafeMarkup(canvasElement);
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

/** On a phone the long code line scrolls inside its block; the page never scrolls sideways. */
export const CatalogPhone: Story = {
  ...Catalog,
  globals: { ...PHONE },
  play: async (context) => {
    await Catalog.play?.(context);
    await expectNoSidewaysScroll();
    const code = context.canvasElement.querySelector('pre');
    if (!code) throw new Error('no code block');
    await expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    await expect(code).toHaveAttribute('tabindex', '0');
  },
};

/**
 * The XSS corpus in the DOM: no script or embedded element, no event handler attribute, and
 * only http, https and mailto links, whatever was typed.
 */
export const XssCorpus: Story = {
  args: { text: XSS_ATTEMPTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectOnlySafeMarkup(canvasElement);
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com',
      'https://example.com',
    ]);
    await expect(links[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};

/** What a formatted text may put in the page: these elements, no handlers, safe addresses. */
async function expectOnlySafeMarkup(root: HTMLElement) {
  const text = root.querySelectorAll('[data-formatted-text]');
  await expect(text.length).toBeGreaterThan(0);
  const allowed = new Set([
    'P',
    'BR',
    'STRONG',
    'EM',
    'CODE',
    'PRE',
    'UL',
    'OL',
    'LI',
    'BLOCKQUOTE',
    'A',
    'SPAN',
  ]);
  for (const container of text) {
    for (const element of container.querySelectorAll('*')) {
      await expect(allowed.has(element.tagName) ? element.tagName : `<${element.tagName}>`).toBe(
        element.tagName,
      );
      for (const attribute of element.attributes) {
        await expect(attribute.name).not.toMatch(/^on/i);
      }
      const href = element.getAttribute('href');
      if (href !== null) await expect(href).toMatch(/^(?:https?:\/\/|mailto:)/i);
    }
  }
  await expect(root.querySelector('script, img, iframe, svg[onload], object, embed')).toBeNull();
}
