import QtQuick
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// The chosen rule set's options (only those it allows, with the ranges it allows) and the
// cards: the built-in deck or the family's own photos.
Panel {
    id: panel
    signal choosePhotos()
    readonly property var ranges: GameRules.optionRanges   // the rule set's, never a copy
    implicitHeight: opts.implicitHeight + 2 * Theme.gap

    ColumnLayout {
        id: opts
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gapTiny
        Stepper {
            Layout.fillWidth: true
            objectName: "targetScore"
            visible: GameRules.optionsAllowed.targetScore
            label: qsTr("Play to")
            value: GameRules.options.targetScore
            none: qsTr("no target")
            unit: qsTr("points")
            minimum: panel.ranges.targetScore.min
            maximum: panel.ranges.targetScore.max
            stepSize: panel.ranges.targetScore.step
            onChanged: (v) => GameRules.setOption("targetScore", v)
        }
        Stepper {
            Layout.fillWidth: true
            objectName: "storytellerRounds"
            visible: GameRules.optionsAllowed.storytellerRounds
            label: qsTr("Everyone tells")
            value: GameRules.options.storytellerRounds
            none: qsTr("no limit")
            valueText: qsTr("%n time(s)", "", value)   // "1 time", "2 times"
            minimum: panel.ranges.storytellerRounds.min
            maximum: panel.ranges.storytellerRounds.max
            stepSize: panel.ranges.storytellerRounds.step
            onChanged: (v) => GameRules.setOption("storytellerRounds", v)
        }
        OptionSwitch {
            Layout.fillWidth: true
            objectName: "loneFinder"
            visible: GameRules.optionsAllowed.loneFinder
            text: qsTr("A lone finder and the storyteller score 4")
            checked: GameRules.options.loneFinder
            onToggled: GameRules.setOption("loneFinder", checked)
        }
        OptionSwitch {
            Layout.fillWidth: true
            objectName: "endOnEmpty"
            visible: GameRules.optionsAllowed.endOnEmpty
            text: qsTr("End when the draw pile runs out")
            checked: GameRules.options.endOnEmpty
            onToggled: GameRules.setOption("endOnEmpty", checked)
        }
        OptionSwitch {
            Layout.fillWidth: true
            objectName: "mimedClues"
            visible: GameRules.optionsAllowed.mimedClues
            text: qsTr("Clues may be mimed or sung")
            checked: GameRules.options.mimedClues
            onToggled: GameRules.setOption("mimedClues", checked)
        }
        CaptionText {
            Layout.fillWidth: true
            visible: text !== ""
            text: GameRules.optionsNote
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gapMedium
            CaptionText {
                objectName: "deckLabel"
                Layout.fillWidth: true
                text: qsTr("Cards: %1 (%2 pictures)").arg(Setup.deckLabel).arg(Setup.deckSize)
                color: Theme.inkSoft
                wrapMode: Text.WordWrap
            }
            BigButton {
                objectName: "photosButton"
                visible: !Cards.loading
                text: Cards.usingPhotos ? qsTr("Built-in cards") : qsTr("Our own photos…")
                tone: "paper"
                font.pixelSize: Theme.fontSmall
                onActivated: Cards.usingPhotos ? Cards.useBuiltinDeck() : panel.choosePhotos()
            }
        }
        Flow {   // the family's drawn decks: played alone, or mixed with the built-in or photos
            objectName: "familyDeckChoice"
            Layout.fillWidth: true
            visible: !Cards.loading
            spacing: Theme.gapSmall
            CaptionText {
                visible: DeckChoice.decks.length > 0
                height: Theme.touch
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Play with our decks:")
                color: Theme.inkSoft
            }
            Repeater {
                model: DeckChoice.decks
                delegate: BigButton {
                    required property var modelData
                    objectName: "playDeck_" + modelData.deckId
                    text: modelData.name
                    tone: modelData.chosen ? "gold" : "ink"   // a choice, dark on the paper
                    font.pixelSize: Theme.fontSmall
                    Accessible.role: Accessible.CheckBox
                    Accessible.checkable: true
                    Accessible.checked: modelData.chosen
                    onActivated: DeckChoice.toggleDeck(modelData.deckId)
                }
            }
            BigButton {   // drawing the family's cards, and their decks
                objectName: "ownCardsButton"
                text: qsTr("Our own cards…")
                tone: "paper"
                font.pixelSize: Theme.fontSmall
                onActivated: FamilyCards.open()
            }
        }
        Flow {   // what the family's cards are mixed with
            objectName: "familyMix"
            Layout.fillWidth: true
            visible: DeckChoice.using && !Cards.loading
            spacing: Theme.gapSmall
            Repeater {
                model: [["", qsTr("Only our cards")], ["builtin", qsTr("With the built-in cards")],
                        ["photos", qsTr("With our photos")]]
                delegate: BigButton {
                    required property var modelData
                    objectName: "mix_" + (modelData[0] || "alone")
                    visible: modelData[0] !== "photos" || DeckChoice.photosChosen
                    text: modelData[1]
                    tone: DeckChoice.mix === modelData[0] ? "gold" : "ink"
                    font.pixelSize: Theme.fontSmall
                    Accessible.role: Accessible.RadioButton
                    Accessible.checkable: true
                    Accessible.checked: DeckChoice.mix === modelData[0]
                    onActivated: DeckChoice.mix = modelData[0]
                }
            }
        }
        RowLayout {   // a photo folder being prepared: how far, and a way out
            Layout.fillWidth: true
            visible: Cards.loading
            spacing: Theme.gapMedium
            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.gapTiny
                CaptionText {
                    Layout.fillWidth: true
                    text: Cards.progressText
                    color: Theme.inkSoft
                    wrapMode: Text.Wrap   // a long file name in any language: wrapped, never "…"
                }
                Rectangle {
                    objectName: "photosProgress"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Theme.barHeight
                    radius: height / 2
                    color: Theme.paperShade
                    Accessible.role: Accessible.ProgressBar
                    Accessible.name: Cards.progressText
                    Rectangle {
                        width: parent.width * Math.max(0, Math.min(1, Cards.progress))
                        height: parent.height
                        radius: height / 2
                        color: Theme.good
                        Behavior on width { NumberAnimation { duration: Theme.fadeMs } }
                    }
                }
            }
            BigButton {
                objectName: "cancelPhotosButton"
                text: qsTr("Cancel")
                tone: "paper"
                font.pixelSize: Theme.fontSmall
                onActivated: Cards.cancelLoading()
            }
        }
        CaptionText {
            objectName: "deckReport"
            Layout.fillWidth: true
            visible: text !== ""
            text: Cards.report
            color: Theme.inkSoft
            wrapMode: Text.WordWrap
            maximumLineCount: 12
            elide: Text.ElideRight
        }
    }
}
