/**
 * The fake HtmlService: pages come from a map of file names (without `.html`, as
 * Apps Script names them) to their text, e.g. read from dist/ by a test.
 */
import { FakeObject } from './calls';

export class FakeHtmlOutput
  extends FakeObject
  implements Pick<GoogleAppsScript.HTML.HtmlOutput, 'getContent' | 'getTitle' | 'getWidth' | 'getHeight'>
{
  readonly kind = 'HtmlOutput';
  private title = '';
  private width = 300;
  private height = 400;
  constructor(private content: string) {
    super();
  }
  getContent(): string {
    return this.content;
  }
  setContent(content: string): FakeHtmlOutput {
    this.content = content;
    return this;
  }
  append(addedContent: string): FakeHtmlOutput {
    this.content += addedContent;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
  setTitle(title: string): FakeHtmlOutput {
    this.title = title;
    return this;
  }
  getWidth(): number {
    return this.width;
  }
  setWidth(width: number): FakeHtmlOutput {
    this.width = width;
    return this;
  }
  getHeight(): number {
    return this.height;
  }
  setHeight(height: number): FakeHtmlOutput {
    this.height = height;
    return this;
  }
}

export class FakeHtmlService extends FakeObject {
  readonly kind = 'HtmlService';
  constructor(private readonly files: Readonly<Record<string, string>>) {
    super();
  }
  createHtmlOutput(html = ''): FakeHtmlOutput {
    return new FakeHtmlOutput(html);
  }
  createHtmlOutputFromFile(filename: string): FakeHtmlOutput {
    const name = filename.replace(/\.html$/, '');
    const text = this.files[name];
    if (text === undefined) throw new Error(`Exception: No HTML file named ${name} was found.`);
    return new FakeHtmlOutput(text);
  }
}
