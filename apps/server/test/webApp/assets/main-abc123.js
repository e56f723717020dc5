document.title = 'Hearth';
