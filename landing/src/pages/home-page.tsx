import { useState } from 'react';
import { usePublicChoices } from '../api/use-public-choices';
import { useLanding } from '../messages-context';
import { RegistrationForm } from '../registration/registration-form';
import { FeatureList } from '../sections/feature-list';
import { Hero } from '../sections/hero';
import { PackageList } from '../sections/package-list';

/** `/` and `/en`: what the service offers, how it keeps students safe, the packages and the form. */
export function HomePage() {
  const { m } = useLanding();
  const choices = usePublicChoices();
  const [chosenPackageId, setChosenPackageId] = useState<string | null>(null);
  return (
    <>
      <Hero />
      <FeatureList id="offer" title={m.offer.title} items={m.offer.items} />
      <FeatureList id="safety" title={m.safety.title} items={m.safety.items} tone="safety" />
      <PackageList
        choices={choices}
        onChoose={(id) => {
          setChosenPackageId(id);
          document.getElementById('register')?.scrollIntoView({ behavior: 'smooth' });
        }}
      />
      <RegistrationForm choices={choices} chosenPackageId={chosenPackageId} />
    </>
  );
}
