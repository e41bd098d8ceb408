import { FONT_STACK } from '../brand/fontStack';

/** Shown instead of the console when config.json is invalid: names every bad key (house rule). */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main style={{ fontFamily: FONT_STACK, padding: 32 }}>
      <h1>配置文件 config.json 有误 / config.json is invalid</h1>
      <ul>
        {problems.map((p) => (
          <li key={p}>
            <code>{p}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
