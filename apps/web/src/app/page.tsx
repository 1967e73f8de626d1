export default function HomePage() {
  return (
    <main>
      <h1>Gulf Glow</h1>
      <p>Skin care and beauty, delivered across Oman and the Gulf.</p>
    </main>
  );
}
