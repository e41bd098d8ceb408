import { FONT_STACK } from '../platform/brand/fontStack';

/** Shown instead of the console when config.json or upstream.json is invalid: names every bad key (house rule). */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  return (
    <main style={{ fontFamily: FONT_STACK, padding: 32 }}>
      <h1>配置文件有误 / The configuration is invalid</h1>
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
