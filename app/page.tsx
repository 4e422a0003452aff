// Portal landing page.
export default function Home() {
  return (
    <main className="mx-auto max-w-4xl p-8">
      <h1 className="text-3xl font-semibold text-slate-900">Open Banking Developer Portal</h1>
      <p className="mt-4 text-slate-700">
        Berlin Group NextGenPSD2 1.3 access-to-account API for third-party providers, with a sandbox.
      </p>
    </main>
  );
}
