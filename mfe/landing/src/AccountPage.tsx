import './styles.css';
import { YourDataSection } from './account/YourDataSection.tsx';

/** /account: the signed-in person's account, one section per concern. */
export default function AccountPage() {
  return (
    <main className="landing:mx-auto landing:flex landing:w-full landing:max-w-2xl landing:flex-col landing:gap-6 landing:px-4 landing:py-8">
      <h1 className="landing:font-semibold landing:text-2xl">Account</h1>
      <YourDataSection />
    </main>
  );
}
