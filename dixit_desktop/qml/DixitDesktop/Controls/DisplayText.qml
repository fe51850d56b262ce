import QtQuick

// The biggest words of the game ("Pass to Mia", the winners): the display face, huge, shrinking
// to fit its width; read out as a heading.
Text {
    font.family: Theme.titleFont
    font.weight: Font.DemiBold
    font.pixelSize: Theme.fontHuge
    fontSizeMode: Text.HorizontalFit
    minimumPixelSize: Theme.fontTitle
    horizontalAlignment: Text.AlignHCenter
    color: Theme.gold
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
